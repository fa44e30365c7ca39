// What every controller of the business dashboard is: business accounts only (BusinessAuthGuard),
// documented under its tag with its 401, as AdminSurface does for /admin (the document's security,
// the business session cookie, comes from the guard). Ownership (403) and the routes' own answers
// stay with each controller.
import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorResponse } from '../../common/http/error-response.dto.js';
import { BusinessAuthGuard } from './business-session.strategy.js';

/** Put above the controller's own @Controller('business/...'). */
export function BusinessSurface(tag = 'business companies'): ClassDecorator {
  // Applied in the order stacked decorators apply (the lowest first), as they stood on each controller.
  return applyDecorators(
    UseGuards(BusinessAuthGuard),
    ApiUnauthorizedResponse({ type: ErrorResponse, description: 'No business session (a consumer session or an API key does not count)' }),
    ApiTags(tag),
  );
}
