// A thread of the highlights' reading pool (highlights-reader.ts): reads one review's aspects
// within its budget, away from the API's event loop. Loading this module loads wink-nlp's model,
// once per thread.
import { readWithin, type ReviewReading, type ReviewWords } from './aspect-extraction.js';

export interface ReadingTask extends ReviewWords {
  budgetMs: number;
}

export default function read(task: ReadingTask): ReviewReading {
  return readWithin(task, task.budgetMs);
}
