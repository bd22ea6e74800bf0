export { ProblemsMemo } from './ProblemsMemo';
