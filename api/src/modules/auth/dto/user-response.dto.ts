import { ApiProperty } from '@nestjs/swagger';
import type { User } from '../users.repository.js';

export class UserResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) profileImageUrl: string | null;
  @ApiProperty({ description: 'Whether the email address was confirmed; reviews of verified users are marked verified' })
  emailVerified: boolean;
  @ApiProperty({ enum: ['user', 'moderator', 'admin'], description: 'Moderators and admins may use /admin' }) role: 'user' | 'moderator' | 'admin';
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class UserEnvelope {
  @ApiProperty({ type: UserResponse }) user: UserResponse;
}

export class MessageResponse {
  @ApiProperty() message: string;
}

export function toUserResponse(user: User): UserResponse {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profileImageUrl: user.profileImageUrl,
    emailVerified: user.emailVerifiedAt !== null,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
  };
}
