// What every /admin controller is: moderators only (ModeratorGuard; AdminGuard on the admins' own
// routes), documented under the 'admin' tag with its 401 and 403 (the document's security, the
// consumer session cookie, comes from the guard).
import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorResponse } from '../../common/http/error-response.dto.js';
import { ModeratorGuard } from './moderation.guard.js';

/**
 * Put above the controller's own @Controller('admin/...'). Each /admin controller's routes keep the
 * operationId they had in the one AdminController (`AdminController_<method>`), named in their
 * @ApiOperation, so the generated clients do not change.
 */
export function AdminSurface(): ClassDecorator {
  // Applied in the order stacked decorators apply (the lowest first), as they stood on AdminController.
  return applyDecorators(
    UseGuards(ModeratorGuard),
    ApiForbiddenResponse({ type: ErrorResponse, description: 'Not a moderator (or admin where said), or a business session' }),
    ApiUnauthorizedResponse({ type: ErrorResponse }),
    ApiTags('admin'),
  );
}
