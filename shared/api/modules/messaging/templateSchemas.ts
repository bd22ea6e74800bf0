import { Type, type Static } from '@sinclair/typebox';
import { TEMPLATE_CHANNELS, TEMPLATE_EVENTS } from '../../../messaging/templateEvents';
import { Time, Txt } from '../identity/schemas';

/** Shapes of message templates and template categories (console spec §2.11). */
const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));

export const TemplateChannelSchema = literals(TEMPLATE_CHANNELS);
export const TemplateEventSchema = literals(TEMPLATE_EVENTS);
/** '0' enabled, '1' disabled. */
export const TemplateStatusSchema = Type.Union([Type.Literal('0'), Type.Literal('1')]);
const Code = Type.String({ minLength: 1, maxLength: 64 });

export const CategoryView = Type.Object({
  categoryId: Type.String(),
  categoryCode: Type.String(),
  categoryName: Type.String(),
  status: Type.String(),
  orderNum: Type.Integer(),
  remark: Type.String(),
  /** How many templates the category holds. */
  templateCount: Type.Integer(),
  createTime: Time,
});
export type CategoryViewRow = Static<typeof CategoryView>;

export const CategoryInput = {
  categoryCode: Code,
  categoryName: Txt(100),
  status: Type.Optional(TemplateStatusSchema),
  orderNum: Type.Optional(Type.Integer({ minimum: 0, maximum: 99999 })),
  remark: Type.Optional(Txt(500)),
};

export const TemplateView = Type.Object({
  templateId: Type.String(),
  templateCode: Type.String(),
  templateName: Type.String(),
  categoryId: Type.String(),
  categoryName: Type.String(),
  channel: Type.String(),
  event: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  status: Type.String(),
  remark: Type.String(),
  createTime: Time,
  updateTime: Time,
});
export type TemplateViewRow = Static<typeof TemplateView>;

export const TemplateInput = {
  templateCode: Code,
  templateName: Txt(100),
  categoryId: Type.String({ minLength: 1, maxLength: 64 }),
  channel: TemplateChannelSchema,
  event: TemplateEventSchema,
  subject: Txt(200),
  body: Txt(5000),
  status: Type.Optional(TemplateStatusSchema),
  remark: Type.Optional(Txt(500)),
};

export const SmallLetterView = Type.Object({
  letterId: Type.String(),
  title: Type.String(),
  category: Type.String(),
  recipient: Type.String(),
  status: Type.String(),
  sendTime: Time,
});
