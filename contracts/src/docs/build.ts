import { z } from 'zod';
import { onRealApi, servedIn } from '../api-profile';
import type { CallAccess, CallContract, EventContract } from '../define';
import { errorEnvelopeSchema } from '../envelope';
import { eventExamplesOf, examplesOf } from '../examples';
import { allCalls } from '../http';
import { allEvents } from '../socket';

type JsonSchema = Record<string, unknown>;

/** JSON Schema of what travels on the wire (the input side of every transform). */
export function wireSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  return rest;
}

const objectProperties = (schema: z.ZodType): [string, JsonSchema, boolean][] => {
  const json = wireSchema(schema);
  const props = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(props).map(([name, prop]) => [name, prop, required.has(name)]);
};

const ACCESS_TEXT: Record<CallAccess, string> = {
  user: 'Any signed-in user.',
  client:
    "Clients only: another user type's token is refused with 403 'You Are Not Authorised' (it reads a client's books).",
  bettor:
    "Clients who have set their own password only (it moves money): another user type gets 403 'You Are Not Authorised', isPasswordChanged false gets 403. Honours Idempotency-Key.",
};

function operation(call: CallContract) {
  const parameters = [
    ...(call.params
      ? objectProperties(call.params).map(([name, schema]) => ({ name, in: 'path', required: true, schema }))
      : []),
    ...(call.method === 'GET'
      ? objectProperties(call.request).map(([name, schema, required]) => ({
          name,
          in: 'query',
          required,
          schema,
        }))
      : []),
    ...(call.access === 'bettor'
      ? [
          {
            name: 'Idempotency-Key',
            in: 'header',
            required: false,
            schema: { type: 'string', maxLength: 255 },
            description:
              'Designed (the real API has none): a retry with the same key and body gets the first answer (header idempotent-replayed: true); the same key with another body is 422. Scoped to user + call; a day of scenario time.',
          },
        ]
      : []),
  ];
  const example = examplesOf(call)[0];
  return {
    operationId: `${call.area}.${call.path
      .split('/')
      .filter((part) => !part.startsWith('{'))
      .pop()}`,
    summary: call.summary,
    description: [
      `Source: ${call.source}.`,
      call.designed ? 'Designed: the spec does not show this shape.' : '',
      servedIn('spec', call)
        ? ''
        : 'Not on the real API (the spec does not name it): API_PROFILE=spec answers 404.',
      call.access ? ACCESS_TEXT[call.access] : '',
    ]
      .filter(Boolean)
      .join(' '),
    tags: [call.area],
    ...(call.auth ? { security: [{ bearer: [] }], 'x-access': call.access } : { security: [] }),
    ...(parameters.length ? { parameters } : {}),
    ...(call.method !== 'GET'
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: wireSchema(call.request), example: example.request },
              ...(call.ndjson?.requestLine
                ? { 'application/x-ndjson': { schema: wireSchema(call.ndjson.requestLine) } }
                : {}),
            },
          },
        }
      : {}),
    responses: {
      '200': {
        description:
          call.kind === 'api'
            ? 'Success envelope. With dataEncrupt 1, data is the CryptoJS AES string of this data.'
            : call.ndjson?.response
              ? 'NDJSON: one JSON value per line; the schema describes one line.'
              : 'Plain JSON body.',
        content: {
          [call.ndjson?.response ? 'application/x-ndjson' : 'application/json']: {
            schema: wireSchema(call.response),
            example: example.response,
          },
        },
      },
      ...(call.kind === 'api'
        ? {
            '4XX': {
              description:
                'Error envelope: 400 bad input (message names the field), 401 no or bad token (code 3: session ended), 403 not allowed by x-access, 422 Idempotency-Key reused with another body, 429 too many failed logins (Retry-After).',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
            },
          }
        : {}),
    },
  };
}

export function buildOpenApi() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of allCalls) {
    paths[call.path] ??= {};
    paths[call.path]![call.method.toLowerCase()] = operation(call);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Exchange API (as spoken by the client portal and served by the mock)',
      version: '1.0.0',
      description:
        'Generated from contracts/ by `npm run docs`. Field names are spelled as the real API spells them.',
    },
    servers: [{ url: 'http://127.0.0.1:8080' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: { ErrorEnvelope: wireSchema(errorEnvelopeSchema) },
    },
    paths,
  };
}

const channelAddress: Record<EventContract['channel'], string> = {
  account: 'account',
  match: 'match/{marketId}',
  casino: 'casino/{shortName}',
  aviator: 'aviator',
};

export function buildAsyncApi() {
  const channels: Record<
    string,
    { address: string; messages: Record<string, unknown>; description: string }
  > = {};
  const operations: Record<string, unknown> = {};
  for (const event of allEvents) {
    const channel = channels[event.channel] ?? {
      address: channelAddress[event.channel],
      description: `socket.io ${event.channel} channel`,
      messages: {},
    };
    channels[event.channel] = channel;
    const key = `${event.direction}-${event.event.replace(/[{}]/g, '')}`;
    channel.messages[key] = {
      name: event.event,
      summary: event.summary,
      description: [
        `Source: ${event.source}.`,
        event.designed ? 'Designed: the spec does not show this shape.' : '',
        onRealApi(event)
          ? ''
          : 'Not on the real API (the spec does not name it): API_PROFILE=spec never sends it.',
      ]
        .filter(Boolean)
        .join(' '),
      payload: wireSchema(event.payload),
      examples: eventExamplesOf(event).map((payload) => ({ payload })),
    };
    operations[`${event.channel}.${key}`] = {
      action: event.direction === 'emit' ? 'receive' : 'send',
      channel: { $ref: `#/channels/${event.channel}` },
      messages: [{ $ref: `#/channels/${event.channel}/messages/${key}` }],
    };
  }
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Exchange socket.io events',
      version: '1.0.0',
      description:
        'Generated from contracts/ by `npm run docs`. Operations are from the server side: receive = the client emits.',
    },
    channels,
    operations,
  };
}
