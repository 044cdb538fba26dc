/** A step that cannot go on until the buyer corrects it (unanswered questions, invalid details, terms not accepted). */
export class StepError extends Error {
  constructor(readonly key: 'error.questions' | 'error.buyer' | 'error.terms') {
    super(key);
  }
}
