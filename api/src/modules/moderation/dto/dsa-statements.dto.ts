// A day's statements of reasons, under the DSA Transparency Database API's field names (snake_case by contract).
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class DsaStatementDto {
  @ApiProperty({ description: 'The platform’s unique identifier of the decision' }) puid: string;
  @ApiPropertyOptional({ type: [String] }) decision_visibility?: string[];
  @ApiPropertyOptional() decision_account?: string;
  @ApiProperty() account_type: string;
  @ApiProperty() decision_ground: string;
  @ApiPropertyOptional() illegal_content_legal_ground?: string;
  @ApiPropertyOptional() illegal_content_explanation?: string;
  @ApiPropertyOptional() incompatible_content_ground?: string;
  @ApiPropertyOptional() incompatible_content_explanation?: string;
  @ApiProperty() category: string;
  @ApiProperty({ type: [String] }) content_type: string[];
  @ApiPropertyOptional() content_type_other?: string;
  @ApiProperty({ format: 'date' }) content_date: string;
  @ApiProperty({ format: 'date' }) application_date: string;
  @ApiProperty({ type: [String] }) territorial_scope: string[];
  @ApiProperty() decision_facts: string;
  @ApiProperty() source_type: string;
  @ApiProperty({ enum: ['Yes', 'No'] }) automated_detection: 'Yes' | 'No';
  @ApiProperty() automated_decision: string;
}

export class DsaStatementBatch {
  @ApiProperty({ type: [DsaStatementDto] }) statements: DsaStatementDto[];
}
