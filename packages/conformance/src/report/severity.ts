// How much a failure matters, shared by the checks and the results they are booked in.

/**
 * How much a failure matters: `critical` when another party's data or a forged credential gets through, `major`
 * when a client written to the contract would break, `minor` when only a promise around the payload is broken.
 */
export type Severity = 'critical' | 'major' | 'minor';
