// Ends the sandbox command when the process that started it is gone. npm's wrapper (`npm run`, `npx`) does not pass
// a SIGTERM on to the command it runs, so `npx ausd-sandbox & kill $!` in a CI script would leave the sandbox
// listening: the death of its parent is the sign to stop instead. On Linux and macOS an orphan is adopted by
// another process (init or a subreaper), which changes `process.ppid`; a parent that spawned it with an IPC
// channel is gone when the channel disconnects.

/** Calls `onGone` once when the parent process dies; returns a function that stops watching. */
export function watchParent(onGone: () => void, intervalMs = 500): () => void {
  const parent = process.ppid;
  const stop = () => {
    clearInterval(timer);
    process.off('disconnect', gone);
  };
  const gone = () => {
    stop();
    onGone();
  };
  // Unreferenced: the watch never keeps the process alive by itself.
  const timer = setInterval(() => process.ppid !== parent && gone(), intervalMs).unref();
  if (process.connected) process.once('disconnect', gone);
  return stop;
}
