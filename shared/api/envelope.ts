import { Type, type TSchema } from '@sinclair/typebox';

/** Every response is `{ code, subCode?, msg, subMsg?, data }`; success is code '10000'. */
export interface Envelope<T> {
  code: string;
  subCode?: string;
  msg: string;
  subMsg?: string;
  data: T;
}

export const envelopeOf = <T extends TSchema>(data: T) =>
  Type.Object({
    code: Type.String(),
    subCode: Type.Optional(Type.String()),
    msg: Type.String(),
    subMsg: Type.Optional(Type.String()),
    data,
  });
