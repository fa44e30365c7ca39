import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { BUSINESS_SESSION_COOKIE, CONSUMER_SESSION_COOKIE } from './modules/auth/session-cookie.js';

/** The OpenAPI document, built from the controllers and DTOs. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  return SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Review Platform API')
      .setDescription(
        'Public company reviews. Errors are {statusCode, error, message}. State-changing calls from another origin are refused.',
      )
      .setVersion('1.0')
      .addCookieAuth(CONSUMER_SESSION_COOKIE, { type: 'apiKey', in: 'cookie', name: CONSUMER_SESSION_COOKIE }, 'consumer-session')
      .addCookieAuth(BUSINESS_SESSION_COOKIE, { type: 'apiKey', in: 'cookie', name: BUSINESS_SESSION_COOKIE }, 'business-session')
      .build(),
    // Tags are named, never derived from a controller's class name: one controller may serve
    // routes of two tags (ReviewsController: reviews and votes).
    { autoTagControllers: false },
  );
}
