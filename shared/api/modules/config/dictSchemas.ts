import { Type, type Static } from '@sinclair/typebox';

/** Dictionary and property codes: a letter, then letters, digits, `_`, `.` or `-` (at most 100). */
export const CODE_PATTERN = '^[A-Za-z][A-Za-z0-9_.-]{0,99}$';
const Code = Type.String({ minLength: 1, maxLength: 100 });
const Txt = (max: number) => Type.String({ maxLength: max });
const Status = Type.Union([Type.Literal('0'), Type.Literal('1')]);

/** Per-language labels of a dictionary item, keyed by UI locale (e.g. { en_US: 'Male' }). */
export const DictLabels = Type.Record(Type.String({ maxLength: 10 }), Txt(100), { maxProperties: 20 });

export const DictTypeView = Type.Object({
  dictTypeId: Type.String(),
  dictCode: Type.String(),
  /** The stored name (the default language's). */
  dictName: Type.String(),
  /** Names in the other UI languages. */
  names: Type.Record(Type.String(), Type.String()),
  /** The name in the reader's language (else English, else the stored name). */
  displayName: Type.String(),
  status: Type.String(),
  remark: Type.String(),
  itemCount: Type.Integer(),
});
export type DictTypeRow = Static<typeof DictTypeView>;

export const DictTypeInput = {
  dictCode: Code,
  dictName: Txt(100),
  names: Type.Optional(DictLabels),
  status: Type.Optional(Status),
  remark: Type.Optional(Txt(500)),
};

export const DictItemView = Type.Object({
  dictId: Type.String(),
  dictCode: Type.String(),
  dictLabel: Type.String(),
  dictValue: Type.String(),
  dictSort: Type.Integer(),
  labels: Type.Record(Type.String(), Type.String()),
  remark: Type.String(),
  status: Type.String(),
});
export type DictItemRow = Static<typeof DictItemView>;

export const DictItemInput = {
  dictCode: Code,
  dictLabel: Txt(100),
  dictValue: Txt(100),
  dictSort: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  labels: Type.Optional(DictLabels),
  remark: Type.Optional(Txt(500)),
  status: Type.Optional(Status),
};

/** One dictionary in an import or export file: its type and all its items. */
export const DictBundle = Type.Object({
  dictCode: Type.String({ maxLength: 200 }),
  dictName: Type.String({ maxLength: 200 }),
  names: Type.Optional(Type.Record(Type.String({ maxLength: 20 }), Type.String({ maxLength: 200 }))),
  status: Type.Optional(Type.String({ maxLength: 2 })),
  remark: Type.Optional(Type.String({ maxLength: 1000 })),
  items: Type.Array(
    Type.Object({
      dictValue: Type.String({ maxLength: 200 }),
      dictLabel: Type.String({ maxLength: 200 }),
      dictSort: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
      labels: Type.Optional(Type.Record(Type.String({ maxLength: 20 }), Type.String({ maxLength: 200 }))),
      remark: Type.Optional(Type.String({ maxLength: 1000 })),
      status: Type.Optional(Type.String({ maxLength: 2 })),
    }),
    { maxItems: 2000 },
  ),
});
export type DictBundleRow = Static<typeof DictBundle>;

/** A bad entry of an import: where it is, which dictionary/value, which field, and what is wrong. */
export const ImportProblem = Type.Object({
  position: Type.String(),
  dictCode: Type.String(),
  dictValue: Type.String(),
  field: Type.String(),
  message: Type.String(),
});
export type ImportProblemRow = Static<typeof ImportProblem>;

export const PropertyView = Type.Object({
  propId: Type.String(),
  attrCode: Type.String(),
  attrValue: Type.String(),
  status: Type.String(),
  remark: Type.String(),
});
export type PropertyRow = Static<typeof PropertyView>;

export const PropertyInput = {
  attrCode: Code,
  attrValue: Txt(2000),
  status: Type.Optional(Status),
  remark: Type.Optional(Txt(500)),
};
