// What the owner of a company sends and reads about its webhook endpoints and their deliveries.
import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayNotEmpty, ArrayUnique, IsArray, IsIn, IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import { Optional } from '../../../common/validation/optional.js';
import { Trim } from '../../../common/validation/transforms.js';
import { WEBHOOK_URL_MAX } from '../webhook-address-guard.js';
import { DELIVERY_RETENTION_DAYS, MAX_WAITING_PER_ENDPOINT, type WebhookDeliveryRow } from '../webhook-deliveries.repository.js';
import type { WebhookEndpointRow } from '../webhook-endpoints.repository.js';
import { WEBHOOK_EVENTS, type WebhookEvent } from '../webhook-events.js';

const EVENTS_RULE = 'Events must be review.created, review.updated or review.hidden';

export class CreateWebhookDto {
  @ApiProperty({ example: 'https://example.com/webhooks/trustreviews', maxLength: WEBHOOK_URL_MAX, description: 'An https:// URL whose host resolves to public addresses only' })
  @Trim()
  @IsString({ message: 'Please enter the URL of your endpoint' })
  @IsNotEmpty({ message: 'Please enter the URL of your endpoint' })
  @MaxLength(WEBHOOK_URL_MAX, { message: `Webhook URLs must be at most ${WEBHOOK_URL_MAX.toLocaleString('en')} characters` })
  url: string;

  @ApiProperty({ enum: WEBHOOK_EVENTS, isArray: true, minItems: 1, example: ['review.created', 'review.hidden'] })
  @IsArray({ message: 'Please choose at least one event' })
  @ArrayNotEmpty({ message: 'Please choose at least one event' })
  @ArrayMaxSize(WEBHOOK_EVENTS.length, { message: 'Please choose each event at most once' })
  @ArrayUnique({ message: 'Please choose each event at most once' })
  @IsIn(WEBHOOK_EVENTS, { each: true, message: EVENTS_RULE })
  events: WebhookEvent[];
}

export class WebhookEndpointResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() url: string;
  @ApiProperty({ enum: WEBHOOK_EVENTS, isArray: true }) events: WebhookEvent[];
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When a delivery to it was last attempted' }) lastAttemptAt: string | null;
  @ApiProperty({ type: Number, nullable: true, description: "The HTTP status of the last attempt's answer; null when none came (or none was attempted)" })
  lastStatusCode: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'What went wrong at the last attempt; null when it was delivered' }) lastError: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When it was turned off, after 5 deliveries in a row failed for good; nothing is sent to it until it is turned on again, and its events wait meanwhile (those less than a day old are sent once it is). Null while it is on.',
  })
  disabledAt: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'After its secret was rolled: until when the previous secret also signs each delivery (a second v1 in Webhook-Signature); null when none does',
  })
  previousSecretExpiresAt: string | null;
  @ApiProperty({
    description: `Events not queued for it because ${MAX_WAITING_PER_ENDPOINT.toLocaleString('en')} deliveries were already waiting for it, since droppedSince (the count starts again after ${DELIVERY_RETENTION_DAYS} days with none). Read those reviews through the Business API to catch up.`,
  })
  droppedEvents: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the first of the events counted in droppedEvents was not queued; null when none was' })
  droppedSince: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the latest event was not queued; null when none was' })
  lastDroppedAt: string | null;
}

/** Hours the replaced secret may keep signing after a roll: a day, as long as a delivery is retried. */
export const PREVIOUS_SECRET_MAX_HOURS = 24;

export class RollWebhookSecretDto {
  @ApiProperty({
    required: false,
    default: PREVIOUS_SECRET_MAX_HOURS,
    minimum: 0,
    maximum: PREVIOUS_SECRET_MAX_HOURS,
    description: 'Hours the replaced secret keeps signing beside the new one while your receiver switches; 0 stops it at once (a secret that leaked)',
  })
  @Optional()
  @IsInt({ message: `Hours must be a whole number from 0 to ${PREVIOUS_SECRET_MAX_HOURS}` })
  @Min(0, { message: `Hours must be a whole number from 0 to ${PREVIOUS_SECRET_MAX_HOURS}` })
  @Max(PREVIOUS_SECRET_MAX_HOURS, { message: `Hours must be a whole number from 0 to ${PREVIOUS_SECRET_MAX_HOURS}` })
  previousSecretHours?: number;
}

export class CreatedWebhookResponse extends WebhookEndpointResponse {
  @ApiProperty({ description: 'The signing secret (whsec_...): answered this once, never again. Keep it where your receiver can read it.' })
  secret: string;
}

export const DELIVERY_STATES = ['pending', 'delivered', 'failed', 'superseded'] as const;

export class WebhookDeliveryResponse {
  @ApiProperty({ format: 'uuid', description: "The event's id: the body's id and the Webhook-Id header, the same on every retry" }) id: string;
  @ApiProperty({ enum: [...WEBHOOK_EVENTS, 'ping'] }) event: string;
  @ApiProperty({
    enum: DELIVERY_STATES,
    description:
      'pending: not yet delivered, another attempt will follow (or held while the endpoint is turned off: lastError says so); failed: no 2xx answer within a day of the event, or not sent (the endpoint still off a day after the event, the company no longer owned); superseded: not sent, the review was hidden or deleted first',
  })
  state: (typeof DELIVERY_STATES)[number];
  @ApiProperty() attempts: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the next attempt is due (pending only)' }) nextAttemptAt: string | null;
  @ApiProperty({ type: Number, nullable: true }) lastStatusCode: number | null;
  @ApiProperty({ type: String, nullable: true }) lastError: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) deliveredAt: string | null;
}

export function toWebhookEndpointResponse(row: WebhookEndpointRow): WebhookEndpointResponse {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    previousSecretExpiresAt: row.previousSecretUntil?.toISOString() ?? null,
    droppedEvents: row.droppedEvents,
    droppedSince: row.droppedSince?.toISOString() ?? null,
    lastDroppedAt: row.lastDroppedAt?.toISOString() ?? null,
  };
}

export function toWebhookDeliveryResponse(row: WebhookDeliveryRow): WebhookDeliveryResponse {
  return {
    id: row.id,
    event: row.eventType,
    state: row.state,
    attempts: row.attempts,
    nextAttemptAt: row.state === 'pending' ? row.nextAttemptAt.toISOString() : null,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}
