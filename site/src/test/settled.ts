/** Whether promise has settled after a few tasks and frames: long enough for a wait on a frame or an observer, short for a test. */
export async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 50));
  return done;
}
