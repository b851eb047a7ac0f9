// pnpm hooks of the workspace. beforePacking: the manifests `pnpm pack`/`pnpm publish` put in the tarballs of
// @crosspay/core and @crosspay/widget carry no devDependencies (they named the private workspace packages
// @crosspay/simulator and @crosspay/test, which a user can never install, and nothing of them is for users).
module.exports = {
  hooks: {
    beforePacking(pkg) {
      delete pkg.devDependencies
      return pkg
    },
  },
}
