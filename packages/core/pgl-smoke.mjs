import { PGlite } from '@electric-sql/pglite'
let t=Date.now()
const db = new PGlite()
await db.waitReady
console.log('init', Date.now()-t)
const dump = await db.dumpDataDir('none')
console.log('dump', Date.now()-t, dump.size)
t=Date.now()
const db2 = new PGlite({ loadDataDir: dump })
await db2.waitReady
console.log('load mem', Date.now()-t)
t=Date.now()
const db3 = new PGlite('/tmp/pgl-e-load', { loadDataDir: dump })
await db3.waitReady
await db3.query('create table x (a int)')
await db3.close()
console.log('load file', Date.now()-t)
t=Date.now()
const db4 = new PGlite('/tmp/pgl-e-load')
await db4.waitReady
console.log('reopen file', Date.now()-t, (await db4.query("select count(*) from x")).rows)
