/**
 * A loopback HTTP server standing in for the chat-app robots (DingTalk, WeCom, Feishu), the SMS and voice gateway and
 * the two mini-program platforms. It checks each request as the vendor would (signature, payload format; see
 * vendorChecks.ts), answers in the vendor's format, and records the messages it accepted.
 *
 *   const receiver = await startRobotReceiver();           // credentials: RECEIVER_KEYS
 *   // robot channel: { webhookUrl: receiver.urls.dingtalk, secret: RECEIVER_KEYS.robotSecret, mould: 'text' }
 *   // SMS channel:   { endpoint: receiver.urls.sms, accessKeyId, accessKeySecret: RECEIVER_KEYS.…, … }
 *   // mini-program:  { endpoint: receiver.urls.wechat, appId, appSecret: RECEIVER_KEYS.…, templateId: 'T1' }
 *   await receiver.waitFor(1);
 *   receiver.received[0]   // { vendor: 'dingtalk', body: { msgtype: 'text', … }, query: {…} }
 *   receiver.refused       // requests it refused, with the vendor answer it gave
 *   receiver.answerNext('dingtalk', { status: 200, body: { errcode: 130101, errmsg: 'send too fast' } });
 *   await receiver.close();
 *
 * URLs use the name `localhost`, so a server with OUTBOUND_ALLOWLIST=localhost may reach it.
 */
import http from 'node:http';
import {
  checkDingtalk,
  checkFeishu,
  checkSignedApi,
  checkSmsBody,
  checkWecom,
  isTemplateData,
  type VendorAnswer,
} from './vendorChecks';

export const RECEIVER_KEYS = {
  robotSecret: 'SEC-loopback-robot-secret',
  wecomKey: 'loopback-wecom-key',
  accessKeyId: 'AK-loopback',
  accessKeySecret: 'SK-loopback-secret',
  appId: 'wx-loopback-app',
  appSecret: 'loopback-app-secret',
} as const;

export type ReceiverVendor = 'dingtalk' | 'wecom' | 'feishu' | 'sms' | 'voice' | 'wechat' | 'alipay';

export interface ReceivedCall {
  vendor: ReceiverVendor;
  body: Record<string, unknown>;
  query: Record<string, string>;
}

export interface RobotReceiver {
  port: number;
  urls: Record<ReceiverVendor, string>;
  received: ReceivedCall[];
  refused: Array<ReceivedCall & { answer: VendorAnswer }>;
  /** Access tokens the mini-program platforms handed out. */
  tokensIssued: number;
  waitFor(count: number): Promise<ReceivedCall[]>;
  /** The next message call of this vendor gets this answer instead (after the request is checked). */
  answerNext(vendor: ReceiverVendor, answer: VendorAnswer): void;
  close(): Promise<void>;
}

type Json = Record<string, unknown>;
const parse = (raw: string): Json => {
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as Json) : {};
  } catch {
    return {};
  }
};

interface Handled {
  vendor: ReceiverVendor;
  /** A refusal, or undefined to accept. */
  refusal?: VendorAnswer;
  accepted?: unknown;
  /** Token calls are answered but not recorded as messages. */
  isToken?: boolean;
}

export const startRobotReceiver = async (options: { robotSecret?: string } = {}): Promise<RobotReceiver> => {
  const keys = { ...RECEIVER_KEYS, ...options };
  const received: ReceivedCall[] = [];
  const refused: RobotReceiver['refused'] = [];
  const scripted = new Map<ReceiverVendor, VendorAnswer>();
  const tokens = new Set<string>();
  const waiters: Array<{ count: number; resolve: (r: ReceivedCall[]) => void }> = [];
  let tokensIssued = 0;
  const issue = () => {
    const token = `token-${++tokensIssued}`;
    tokens.add(token);
    return token;
  };

  const handle = (url: URL, req: http.IncomingMessage, raw: string, body: Json): Handled | undefined => {
    const path = url.pathname;
    const q = url.searchParams;
    if (path === '/robot/send')
      return {
        vendor: 'dingtalk',
        refusal: checkDingtalk(q, body, keys.robotSecret),
        accepted: { errcode: 0, errmsg: 'ok' },
      };
    if (path === '/cgi-bin/webhook/send')
      return {
        vendor: 'wecom',
        refusal: checkWecom(q, body, keys.wecomKey),
        accepted: { errcode: 0, errmsg: 'ok' },
      };
    if (path === '/open-apis/bot/v2/hook/loopback')
      return {
        vendor: 'feishu',
        refusal: checkFeishu(body, keys.robotSecret),
        accepted: { code: 0, msg: 'success', data: {} },
      };
    if (path === '/sms/send' || path === '/voice/call') {
      const vendor = path === '/sms/send' ? 'sms' : 'voice';
      return {
        vendor,
        refusal:
          checkSignedApi(`${path}${url.search}`, req.headers, raw, keys) ??
          checkSmsBody(body, vendor === 'voice'),
        accepted: { code: 'OK', message: 'OK', requestId: `req-${received.length + 1}` },
      };
    }
    if (path === '/wechat/cgi-bin/token') {
      const isGood = q.get('appid') === keys.appId && q.get('secret') === keys.appSecret;
      return {
        vendor: 'wechat',
        isToken: true,
        refusal: isGood ? undefined : { status: 200, body: { errcode: 40125, errmsg: 'invalid appsecret' } },
        accepted: isGood ? { access_token: issue(), expires_in: 7200 } : undefined,
      };
    }
    if (path === '/wechat/cgi-bin/message/subscribe/send') {
      const refusal = !tokens.has(q.get('access_token') ?? '')
        ? { status: 200, body: { errcode: 40001, errmsg: 'invalid credential, access_token is invalid' } }
        : typeof body.touser !== 'string' ||
            typeof body.template_id !== 'string' ||
            !isTemplateData(body.data)
          ? { status: 200, body: { errcode: 47003, errmsg: 'argument invalid! data.value invalid' } }
          : undefined;
      return {
        vendor: 'wechat',
        refusal,
        accepted: { errcode: 0, errmsg: 'ok', msgid: received.length + 1 },
      };
    }
    if (path === '/alipay/v1/oauth/token') {
      const isGood = body.appId === keys.appId && body.appSecret === keys.appSecret;
      return {
        vendor: 'alipay',
        isToken: true,
        refusal: isGood
          ? undefined
          : { status: 200, body: { code: '40004', msg: 'Business Failed', subMsg: 'invalid app secret' } },
        accepted: isGood ? { code: '10000', accessToken: issue(), expiresIn: 7200 } : undefined,
      };
    }
    if (path === '/alipay/v1/mini/template-message/send') {
      const token = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
      const data = typeof body.data === 'string' ? parse(body.data) : undefined;
      const refusal = !tokens.has(token)
        ? { status: 200, body: { code: '20001', msg: 'Invalid Auth Token' } }
        : typeof body.toUserId !== 'string' ||
            typeof body.userTemplateId !== 'string' ||
            !isTemplateData(data)
          ? { status: 200, body: { code: '40004', msg: 'Business Failed', subMsg: 'invalid data' } }
          : undefined;
      return { vendor: 'alipay', refusal, accepted: { code: '10000', msg: 'Success' } };
    }
    return undefined;
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://localhost');
      const body = parse(raw);
      const handled = handle(url, req, raw, body);
      const send = (answer: VendorAnswer) => {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      };
      if (!handled) return send({ status: 404, body: { message: 'not found' } });
      const call: ReceivedCall = {
        vendor: handled.vendor,
        body,
        query: Object.fromEntries(url.searchParams),
      };
      if (handled.refusal) {
        refused.push({ ...call, answer: handled.refusal });
        return send(handled.refusal);
      }
      const script = handled.isToken ? undefined : scripted.get(handled.vendor);
      if (script) {
        scripted.delete(handled.vendor);
        refused.push({ ...call, answer: script });
        return send(script);
      }
      send({ status: 200, body: handled.accepted });
      if (handled.isToken) return;
      received.push(call);
      for (const waiter of [...waiters])
        if (received.length >= waiter.count) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(received);
        }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const base = `http://localhost:${port}`;
  return {
    port,
    urls: {
      dingtalk: `${base}/robot/send?access_token=loopback-token`,
      wecom: `${base}/cgi-bin/webhook/send?key=${keys.wecomKey}`,
      feishu: `${base}/open-apis/bot/v2/hook/loopback`,
      sms: `${base}/sms/send`,
      voice: `${base}/voice/call`,
      wechat: `${base}/wechat`,
      alipay: `${base}/alipay`,
    },
    received,
    refused,
    get tokensIssued() {
      return tokensIssued;
    },
    waitFor: (count) =>
      new Promise((resolve) => {
        if (received.length >= count) return resolve(received);
        waiters.push({ count, resolve });
      }),
    answerNext: (vendor, answer) => scripted.set(vendor, answer),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
