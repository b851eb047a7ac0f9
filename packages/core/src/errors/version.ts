/** Version of `@crosspay/core`, stamped on every error it throws (`error.version`). */
export const version = '@crosspay/core@0.1.0'
