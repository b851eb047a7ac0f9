// Node-only entry of @crosspay/simulator: anvil chains, the chain watcher and the HTTP server.
export {}
