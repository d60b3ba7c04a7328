/* Test and Trivia contracts (issue 16): filled in by the assessment work. */
export {};
