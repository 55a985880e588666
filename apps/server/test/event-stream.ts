/**
 * A server-sent event stream read as it comes: `until(pattern)` waits up to `withinMs` for the text read so far to
 * match and answers the match; `forget()` drops what has been read, so that the next `until` sees only what comes
 * after; `text()` is what has been read since.
 */
export function eventStream(response: Response, withinMs = 10_000) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  const until = async (pattern: RegExp) => {
    const deadline = Date.now() + withinMs;
    while (!pattern.test(text)) {
      if (Date.now() > deadline) throw new Error(`No ${pattern} in ${text.slice(0, 300)}`);
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
    }
    return pattern.exec(text)!;
  };
  return {
    until,
    forget: () => {
      text = '';
    },
    text: () => text,
  };
}
