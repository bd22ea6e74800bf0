/**
 * How the loopback receiver judges each vendor's request, written from the vendors' public formats (not from the
 * server's code): signature checks and the shape of each payload. Each check answers what the vendor would:
 * `undefined` when the request is good, else the vendor's error answer.
 */
import { createHash, createHmac } from 'node:crypto';

export interface VendorAnswer {
  status: number;
  body: unknown;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const isText = (value: unknown) => typeof value === 'string' && value.length > 0;
const hmac = (key: string, data: string) => createHmac('sha256', key).update(data).digest('base64');

/** DingTalk: `sign` = base64(HmacSHA256(secret, timestamp + "\n" + secret)) in the query; text or markdown. */
export const checkDingtalk = (
  query: URLSearchParams,
  body: Json,
  secret: string,
): VendorAnswer | undefined => {
  if (!query.get('access_token'))
    return { status: 200, body: { errcode: 300001, errmsg: 'token is not exist' } };
  if (secret) {
    const timestamp = query.get('timestamp') ?? '';
    if (query.get('sign') !== hmac(secret, `${timestamp}\n${secret}`))
      return { status: 200, body: { errcode: 310000, errmsg: 'sign not match' } };
  }
  const isGood =
    (body.msgtype === 'text' && isObject(body.text) && isText(body.text.content)) ||
    (body.msgtype === 'markdown' &&
      isObject(body.markdown) &&
      isText(body.markdown.title) &&
      isText(body.markdown.text));
  if (!isGood || (body.at !== undefined && !isObject(body.at)))
    return { status: 200, body: { errcode: 40035, errmsg: 'invalid parameter' } };
  return undefined;
};

/** WeCom: the key in the URL; text (with optional mentioned_mobile_list) or markdown. */
export const checkWecom = (query: URLSearchParams, body: Json, key: string): VendorAnswer | undefined => {
  if (query.get('key') !== key)
    return { status: 200, body: { errcode: 93000, errmsg: 'invalid webhook url' } };
  const isGood =
    (body.msgtype === 'text' &&
      isObject(body.text) &&
      isText(body.text.content) &&
      (body.text.mentioned_mobile_list === undefined || Array.isArray(body.text.mentioned_mobile_list))) ||
    (body.msgtype === 'markdown' && isObject(body.markdown) && isText(body.markdown.content));
  return isGood ? undefined : { status: 200, body: { errcode: 40008, errmsg: 'invalid message type' } };
};

/** Feishu: `sign` = base64(HmacSHA256(key = timestamp + "\n" + secret, "")) in the body; text, post or card. */
export const checkFeishu = (body: Json, secret: string): VendorAnswer | undefined => {
  if (secret) {
    const timestamp = String(body.timestamp ?? '');
    const sign = createHmac('sha256', `${timestamp}\n${secret}`).update('').digest('base64');
    if (body.sign !== sign)
      return {
        status: 200,
        body: { code: 19021, msg: 'sign match fail or timestamp is not within one hour from current time' },
      };
  }
  const content = body.content;
  const isGood =
    (body.msg_type === 'text' && isObject(content) && isText(content.text)) ||
    (body.msg_type === 'post' && isObject(content) && isObject(content.post)) ||
    (body.msg_type === 'interactive' && isObject(body.card) && Array.isArray(body.card.elements));
  return isGood ? undefined : { status: 200, body: { code: 19002, msg: 'params error' } };
};

/**
 * The generic signed SMS / voice API: x-signature = base64(HmacSHA256(secret, canonical)) where canonical is
 * POST, path, x-timestamp, x-nonce and hex sha256 of the body, one per line.
 */
export const checkSignedApi = (
  path: string,
  headers: Record<string, string | string[] | undefined>,
  raw: string,
  credentials: { accessKeyId: string; accessKeySecret: string },
): VendorAnswer | undefined => {
  const header = (name: string) => String(headers[name] ?? '');
  if (header('x-access-key-id') !== credentials.accessKeyId)
    return {
      status: 403,
      body: { code: 'InvalidAccessKeyId', message: 'Specified access key is not found' },
    };
  const canonical = [
    'POST',
    path,
    header('x-timestamp'),
    header('x-nonce'),
    createHash('sha256').update(raw).digest('hex'),
  ].join('\n');
  if (!header('x-nonce') || header('x-signature') !== hmac(credentials.accessKeySecret, canonical))
    return {
      status: 403,
      body: { code: 'SignatureDoesNotMatch', message: 'Specified signature is not matched' },
    };
  return undefined;
};

export const checkSmsBody = (body: Json, isVoice: boolean): VendorAnswer | undefined => {
  const needed = isVoice
    ? ['calledNumber', 'templateCode', 'outId']
    : ['phoneNumbers', 'signName', 'templateCode', 'outId'];
  const missing = needed.find((field) => !isText(body[field]));
  if (missing || !isObject(body.templateParam))
    return {
      status: 400,
      body: { code: 'MissingParameter', message: `${missing ?? 'templateParam'} is mandatory` },
    };
  return undefined;
};

/** Template data of both mini-program platforms: `{ key: { value } }`. */
export const isTemplateData = (data: unknown) =>
  isObject(data) && Object.values(data).every((entry) => isObject(entry) && typeof entry.value === 'string');
