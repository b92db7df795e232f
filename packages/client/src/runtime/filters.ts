// The caller-facing shape of a list operation's query: the contract's dotted range bounds
// (`initiatedAt.gte`, `initiatedAt.lt`) become one object per field (`initiatedAt: {gte, lt}`) whose bounds
// take a Date or a zoned ISO string; every other parameter keeps its generated type.

type RangeField<K> = K extends `${infer Field}.${string}` ? Field : never;
type BoundsOf<Q, Field extends string> = {
  [K in keyof Q as K extends `${Field}.${infer Bound}` ? Bound : never]?: Date | string;
};

/** Lists are accepted as readonly arrays too, so `as const` tuples pass. */
type Loosen<V> = V extends (infer Item)[] ? readonly Item[] : V;

export type Filters<Q> = { [K in keyof Q as K extends `${string}.${string}` ? never : K]: Loosen<Q[K]> } & {
  [Field in RangeField<keyof Q>]?: BoundsOf<Q, Field>;
};
