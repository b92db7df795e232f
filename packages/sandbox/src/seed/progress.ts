// What seeding reports as it goes, apart from the seeding itself: `startSandbox`'s public options name it, and
// its declarations must not reach the store's (better-sqlite3's types are not a dependency of the package).
/** Transactions written so far of the total. */
export type SeedProgress = (done: number, total: number) => void;
