// What a host's bundler types provide (Vite's `vite/client`, Next's globals): CSS side-effect imports.
declare module '*.css'
