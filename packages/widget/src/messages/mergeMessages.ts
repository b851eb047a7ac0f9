import type { Messages } from './defaultMessages'

/** A partial override of {@link Messages}: any group, any message. */
export type MessagesOverride = { [group in keyof Messages]?: Partial<Messages[group]> }

/** The default messages with a host's overrides laid over them, group by group. */
export function mergeMessages(base: Messages, override: MessagesOverride | undefined): Messages {
  if (!override) return base
  const merged = { ...base } as Record<string, unknown>
  for (const [group, messages] of Object.entries(override))
    merged[group] = { ...(base as Record<string, object>)[group], ...messages }
  return merged as Messages
}
