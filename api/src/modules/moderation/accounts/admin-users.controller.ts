import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ParseIdPipe } from '../../../common/pipes/parse-id.pipe.js';
import { CurrentConsumer, type ConsumerPrincipal } from '../../auth/index.js';
import { AdminSurface } from '../admin-surface.js';
import { UserSearchQuery } from '../dto/admin-queries.js';
import { ModeratedUser } from '../dto/admin-responses.dto.js';
import { DecisionDto, RoleDto, StatementOfReasons } from '../dto/moderation.dto.js';
import { AdminGuard } from '../moderation.guard.js';
import { UserModerationService } from './user-moderation.service.js';

/** /admin/users: finding users, suspending them and lifting a suspension, and (admins) their roles. */
@AdminSurface()
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly users: UserModerationService) {}

  @Get()
  @ApiOperation({ operationId: 'AdminController_users', summary: 'Find users by name or email' })
  @ApiOkResponse({ type: [ModeratedUser] })
  userList(@CurrentConsumer() p: ConsumerPrincipal, @Query() q: UserSearchQuery) {
    return this.users.find(p.user, q.search);
  }

  @Post(':id/suspend')
  @HttpCode(200)
  @ApiOperation({ operationId: 'AdminController_suspend', summary: 'Suspend a user: sessions end at once, sign-in is refused' })
  @ApiOkResponse({ type: StatementOfReasons })
  suspend(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('User')) id: string, @Body() dto: DecisionDto) {
    return this.users.suspend(p.user, id, dto.facts, true);
  }

  @Post(':id/restore')
  @HttpCode(200)
  @ApiOperation({ operationId: 'AdminController_unsuspend', summary: 'Lift a suspension' })
  @ApiOkResponse({ type: StatementOfReasons })
  unsuspend(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('User')) id: string, @Body() dto: DecisionDto) {
    return this.users.suspend(p.user, id, dto.facts, false);
  }

  @Put(':id/role')
  @UseGuards(AdminGuard)
  @ApiOperation({ operationId: 'AdminController_role', summary: "Change a user's role (admins only)" })
  @ApiOkResponse({ type: StatementOfReasons })
  role(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('User')) id: string, @Body() dto: RoleDto) {
    return this.users.setRole(p.user, id, dto.role, dto.facts);
  }
}
