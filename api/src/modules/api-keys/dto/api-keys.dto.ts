// What the business dashboard sends and reads about a company's API keys.
import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { Trim } from '../../../common/validation/transforms.js';
import { PRINTABLE } from '../../auth/index.js';
import type { ApiKeyRow } from '../api-keys.repository.js';
import { API_KEY_PERMISSIONS, type ApiKeyPermission, PERMISSION_DESCRIPTIONS } from '../permissions.js';

export const API_KEY_NAME_MAX = 100;
const PERMISSIONS_RULE = `Please choose at least one permission: ${API_KEY_PERMISSIONS.join(' or ')}`;
const PERMISSIONS_HELP = API_KEY_PERMISSIONS.map((p) => `${p}: ${PERMISSION_DESCRIPTIONS[p]}`).join(' ');

export class CreateApiKeyDto {
  @ApiProperty({ example: 'Shop orders', maxLength: API_KEY_NAME_MAX, description: 'Your name for the key, to tell it apart in the list' })
  @Trim()
  @IsString({ message: 'Please give the key a name' })
  @IsNotEmpty({ message: 'Please give the key a name' })
  @MaxLength(API_KEY_NAME_MAX, { message: `The name must be at most ${API_KEY_NAME_MAX} characters` })
  @Matches(PRINTABLE, { message: 'The name cannot contain line breaks or control characters' })
  name: string;

  @ApiProperty({ enum: API_KEY_PERMISSIONS, isArray: true, example: ['invitations:write'], description: PERMISSIONS_HELP })
  @IsArray({ message: PERMISSIONS_RULE })
  @ArrayMinSize(1, { message: PERMISSIONS_RULE })
  @ArrayMaxSize(API_KEY_PERMISSIONS.length, { message: PERMISSIONS_RULE })
  @ArrayUnique({ message: 'Each permission may be named once' })
  @IsIn(API_KEY_PERMISSIONS as readonly string[], { each: true, message: PERMISSIONS_RULE })
  permissions: ApiKeyPermission[];
}

export class ApiKeyResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ example: 'rpk_Xk3v9QaB', description: 'The start of the key, to recognise it; the whole key is shown only once, when it is created' })
  prefix: string;
  @ApiProperty({ enum: API_KEY_PERMISSIONS, isArray: true }) permissions: ApiKeyPermission[];
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time', type: String, nullable: true, description: 'The last call made with the key (to the minute); null if never used' })
  lastUsedAt: string | null;
}

export class CreatedApiKeyResponse extends ApiKeyResponse {
  @ApiProperty({ example: 'rpk_Xk3v9QaB…', description: 'The key itself. Shown this once: it is kept only as a hash, so copy it now' })
  key: string;
}

export function toApiKeyResponse(row: ApiKeyRow): ApiKeyResponse {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    permissions: row.permissions,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}
