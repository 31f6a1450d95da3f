import crypto from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { envelope } from './envelope';
import { ErrorCode } from './errors';
import { languageOf, translate } from './messages';

/**
 * Answers the server gives before any route runs: a request Node's HTTP parser refuses (headers or
 * URL past its size limit, malformed HTTP, a timeout), a URL the router refuses, and requests that
 * arrive while the server shuts down. Each is the `{code,msg,data}` envelope with the RequestID and
 * the security headers, like every other answer.
 */

export const REQUEST_ID_PATTERN = /^[A-Za-z0-9_.:-]{1,128}$/;

/** The RequestID to echo: the client's own when it is well formed, else a fresh one. */
export function requestIdOf(given: unknown): string {
  return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : crypto.randomUUID();
}

/** A header's value read from the raw bytes Node could not parse as a request (may be cut off). */
function rawHeader(raw: unknown, name: string): string | undefined {
  if (!Buffer.isBuffer(raw)) return undefined;
  const match = new RegExp(`\\r\\n${name}:[ \\t]*([^\\r\\n]*)\\r\\n`, 'i').exec(raw.toString('latin1'));
  return match?.[1].trim();
}

function clientErrorAnswer(err: ConnectionError): { code: number; key: string } {
  if (err.code === 'HPE_HEADER_OVERFLOW')
    return { code: ErrorCode.headersTooLarge, key: 'errors.headersTooLarge' };
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { code: ErrorCode.requestTimeout, key: 'errors.requestTimeout' };
  return { code: ErrorCode.badRequest, key: 'errors.malformedRequest' };
}

/**
 * Fastify's `clientErrorHandler`: Node found no valid request on the socket, so there is no request
 * object; the answer is written to the socket by hand and the connection closed.
 */
export function clientErrorHandler(securityHeaders: Readonly<Record<string, string>>) {
  return (err: ConnectionError, socket: Socket): void => {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const { code, key } = clientErrorAnswer(err);
    const lang = languageOf(rawHeader(err.rawPacket, 'language'));
    const body = JSON.stringify(envelope(code, translate(lang, key), null));
    const headers: Record<string, string> = {
      ...securityHeaders,
      RequestID: requestIdOf(rawHeader(err.rawPacket, 'requestid')),
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      Connection: 'close',
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.end(`HTTP/1.1 ${code} ${STATUS_CODES[code] ?? ''}\r\n${head}\r\n${body}`);
  };
}

function frameworkAnswer(err: FastifyError): { code: number; key: string } {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return { code: ErrorCode.uriTooLong, key: 'errors.urlTooLong' };
  if (err.code === 'FST_ERR_BAD_URL') return { code: ErrorCode.badRequest, key: 'errors.badUrl' };
  return { code: ErrorCode.internal, key: 'errors.internal' };
}

/**
 * Fastify's `frameworkErrors`: the router refused the URL (a bad percent-encoding, a path parameter
 * past maxParamLength). No hook has run, so the headers are set here.
 */
export function frameworkErrorHandler(securityHeaders: Readonly<Record<string, string>>) {
  return (err: FastifyError, req: FastifyRequest, reply: FastifyReply): void => {
    const { code, key } = frameworkAnswer(err);
    if (code === ErrorCode.internal) req.log.error({ err, requestId: req.id }, 'unexpected router error');
    const msg = translate(languageOf(req.headers.language), key, { requestId: req.id });
    void reply
      .headers(securityHeaders)
      .header('RequestID', req.id)
      .code(code)
      .send(envelope(code, msg, null));
  };
}
