/** One ask's answer from a batch: its value, or the error its own caller is to see. */
export type AskSettled<Answer> = { answer: Answer } | { error: unknown };

/** A settled ask's answer, or its error thrown: for a caller of a set-wise use case with one ask. */
export function settledAnswer<Answer>(settled: AskSettled<Answer>): Answer {
  if ('error' in settled) throw settled.error;
  return settled.answer;
}

/**
 * Gathers asks of one key that arrive while an earlier batch of that key is being answered, and answers them together
 * in one call of `answerAll`, in the order they arrived (group commit: a rush of asks for one tee sheet or one
 * competition becomes a few transactions, not one per ask queued behind a row lock). The first ask of a quiet key is
 * answered at once, alone. `answerAll` answers each ask in its order; if it throws, every ask of the batch fails with
 * its error. A batch holds at most `largest` asks; the rest wait for the next. Keys bound how many batches run at once:
 * one at a time of each.
 */
export function asksTogether<Key, Ask, Answer>(
  answerAll: (key: Key, asks: readonly Ask[]) => Promise<readonly AskSettled<Answer>[]>,
  largest = 200,
): (key: Key, ask: Ask) => Promise<Answer> {
  type Waiting = { ask: Ask; resolve: (answer: Answer) => void; reject: (error: unknown) => void };
  const waiting = new Map<Key, Waiting[]>();
  const answering = new Set<Key>();

  const answerWhileWaiting = async (key: Key) => {
    for (let queue = waiting.get(key); queue && queue.length > 0; queue = waiting.get(key)) {
      const batch = queue.splice(0, largest);
      try {
        const settled = await answerAll(
          key,
          batch.map((one) => one.ask),
        );
        batch.forEach((one, index) => {
          const result = settled[index];
          if (!result) one.reject(new Error('The batch gave this ask no answer.'));
          else if ('error' in result) one.reject(result.error);
          else one.resolve(result.answer);
        });
      } catch (error) {
        for (const one of batch) one.reject(error);
      }
    }
    waiting.delete(key);
    answering.delete(key);
  };

  return (key, ask) =>
    new Promise<Answer>((resolve, reject) => {
      const queue = waiting.get(key) ?? [];
      queue.push({ ask, resolve, reject });
      waiting.set(key, queue);
      if (answering.has(key)) return;
      answering.add(key);
      void answerWhileWaiting(key);
    });
}
