/**
 * The generic JSON HTTP API the SMS and voice providers speak (so any vendor or in-house gateway can sit behind
 * it). One POST per message to the configured endpoint:
 *
 *   headers  content-type: application/json
 *            x-access-key-id: <accessKeyId>
 *            x-timestamp: <ISO 8601 time>          x-nonce: <random, never reused>
 *            x-signature: base64(HmacSHA256(key = accessKeySecret, canonical))
 *   canonical = "POST\n" + <path and query of the endpoint> + "\n" + <x-timestamp> + "\n" + <x-nonce> + "\n"
 *               + hex(sha256(<the exact body bytes>))
 *   body     SMS:   { phoneNumbers, signName, templateCode, templateParam: { variable: value }, outId }
 *            voice: { calledNumber, templateCode, templateParam, outId }
 *   answer   { code: "OK", message, requestId } on success; any other code is a failure. "Throttling" (or HTTP 429,
 *            5xx) means try later.
 *
 * `outId` is the message id, stable per recipient, so the gateway can drop a repeated delivery.
 */
import { createHash, createHmac, randomUUID } from 'node:crypto';
import {
  delivered,
  failureOfCall,
  httpAnswer,
  readJson,
  refusedByVendor,
  statusFailure,
  text,
} from '../answers';
import type { ChannelConfig, DeliveryResult, ProviderDeps } from '../types';

export const canonicalString = (pathAndQuery: string, timestamp: string, nonce: string, body: string) =>
  ['POST', pathAndQuery, timestamp, nonce, createHash('sha256').update(body).digest('hex')].join('\n');

export const signCanonical = (secret: string, canonical: string) =>
  createHmac('sha256', secret).update(canonical).digest('base64');

/** A phone number: optional +, then 5 to 20 digits (spaces and dashes allowed between them). */
export const isPhoneNumber = (address: string) => /^\+?\d{5,20}$/.test(address.replace(/[\s-]/g, ''));

export const postSigned = async (
  config: ChannelConfig,
  payload: Record<string, unknown>,
  deps: ProviderDeps,
): Promise<DeliveryResult> => {
  const endpoint = text(config.settings.endpoint);
  const body = JSON.stringify(payload);
  const timestamp = deps.now().toISOString();
  const nonce = randomUUID();
  const url = new URL(endpoint);
  const signature = signCanonical(
    config.secrets.accessKeySecret ?? '',
    canonicalString(`${url.pathname}${url.search}`, timestamp, nonce, body),
  );
  try {
    const answer = await deps.http({
      url: endpoint,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-access-key-id': text(config.settings.accessKeyId),
        'x-timestamp': timestamp,
        'x-nonce': nonce,
        'x-signature': signature,
      },
      body,
    });
    const read = { status: answer.status, text: answer.body, json: readJson(answer.body) };
    const code = read.json?.code;
    if (answer.status >= 200 && answer.status < 300 && code === 'OK')
      return delivered(deps, httpAnswer(read));
    return statusFailure(deps, read) ?? refusedByVendor(deps, read, code === 'Throttling');
  } catch (error) {
    return failureOfCall(deps, error);
  }
};
