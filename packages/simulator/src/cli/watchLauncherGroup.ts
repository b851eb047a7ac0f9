import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'

type ProcessStat = { comm: string; ppid: number; pgrp: number; session: number }

/** `/proc/<pid>/stat`: the command name, parent, process group and session of a process. */
function readStat(pid: number): ProcessStat {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const close = text.lastIndexOf(')')
  const fields = text.slice(close + 2).split(' ')
  return {
    comm: text.slice(text.indexOf('(') + 1, close),
    ppid: Number(fields[1]),
    pgrp: Number(fields[2]),
    session: Number(fields[3]),
  }
}

// Joins the process group given as its argument and reports INT, TERM and HUP on stdout; exits when stdin closes
// (the CLI is gone). perl, because Node cannot call setpgid (perl-base is essential on Debian).
const sentinel = `
setpgrp(0, $ARGV[0]) or exit 3;
$| = 1;
$SIG{$_} = sub { syswrite STDOUT, "$_[0]\\n" } for qw(INT TERM HUP);
syswrite STDOUT, "joined\\n";
1 while sysread(STDIN, my $buffer, 64) // $!{EINTR};
`

/**
 * Without a terminal, pnpm 12 runs a script in a process group of its own and does not pass on a SIGINT sent to its
 * own group (`kill -INT -<pgid>`, as supervisors stop a command): the CLI never hears it. When the CLI was started
 * by such a pnpm, a small sentinel joins pnpm's process group and calls `onSignal` for each signal that group gets.
 * Does nothing elsewhere (a terminal keeps pnpm and the script in one group; `node`/`npm run` need no help).
 * Returns whether the sentinel was started.
 */
export function watchLauncherGroup(onSignal: (signal: 'SIGINT' | 'SIGTERM' | 'SIGHUP') => void): boolean {
  if (process.platform !== 'linux') return false
  let launcher: ProcessStat
  let own: ProcessStat
  try {
    own = readStat(process.pid)
    // The nearest ancestor outside our process group is the one a group signal would have reached.
    let pid = own.ppid
    launcher = readStat(pid)
    for (let depth = 0; launcher.pgrp === own.pgrp && depth < 8 && launcher.ppid > 1; depth++) {
      pid = launcher.ppid
      launcher = readStat(pid)
    }
  } catch {
    return false
  }
  if (launcher.comm !== 'pnpm' || launcher.pgrp === own.pgrp || launcher.session !== own.session) return false
  const child = spawn('perl', ['-e', sentinel, String(launcher.pgrp)], { stdio: ['pipe', 'pipe', 'ignore'] })
  child.on('error', () => {}) // no perl: nothing to watch with; SIGTERM to pnpm still works
  child.unref()
  let buffered = ''
  child.stdout.on('data', (chunk: Buffer) => {
    buffered += chunk.toString()
    const lines = buffered.split('\n')
    buffered = lines.pop() ?? ''
    for (const line of lines) if (line === 'INT' || line === 'TERM' || line === 'HUP') onSignal(`SIG${line}`)
  })
  return true
}
