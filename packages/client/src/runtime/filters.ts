// The caller-facing shape of a list operation's query: the contract's dotted range bounds
// (`initiatedAt.gte`, `initiatedAt.lt`) become one object per field (`initiatedAt: {gte, lt}`) whose bounds
// take a Date or a zoned ISO string; a list of an open enum's known values (`type`) takes the open enum, listed in
// `Open` by the generated client; every other parameter keeps its generated type.

type RangeField<K> = K extends `${infer Field}.${string}` ? Field : never;
type BoundsOf<Q, Field extends string> = {
  [K in keyof Q as K extends `${Field}.${infer Bound}` ? Bound : never]?: Date | string;
};

/** Lists are accepted as readonly arrays too, so `as const` tuples pass. */
type Loosen<V> = V extends (infer Item)[] ? readonly Item[] : V;

/**
 * `Open` names the filters that take an open enum's known values, with the open enum: such a filter takes any of
 * its values (`TransactionType[]`, a value read from an answer or added by a later API version); the API refuses a
 * value it does not know with `400 parameter_invalid` naming it.
 */
export type Filters<Q, Open = Record<never, never>> = {
  [K in keyof Q as K extends `${string}.${string}` ? never : K]: K extends keyof Open
    ? NonNullable<Q[K]> extends unknown[]
      ? readonly Open[K][]
      : Loosen<Q[K]>
    : Loosen<Q[K]>;
} & {
  [Field in RangeField<keyof Q>]?: BoundsOf<Q, Field>;
};
