/** A step that cannot go on until the buyer corrects it (unanswered questions, invalid details). */
export class StepError extends Error {
  constructor(readonly key: 'error.questions' | 'error.buyer') {
    super(key);
  }
}
