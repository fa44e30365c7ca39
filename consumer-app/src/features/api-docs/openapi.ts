// The parts of an OpenAPI 3 document that the documentation page reads. These describe the
// OpenAPI format itself, not the product's API: the API's own shapes come from the document.

export interface OpenApiReference {
  $ref: string;
}

export interface OpenApiSchema {
  type?: string | string[];
  format?: string;
  description?: string;
  nullable?: boolean;
  enum?: unknown[];
  default?: unknown;
  example?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  items?: OpenApiSchema | OpenApiReference;
  properties?: Record<string, OpenApiSchema | OpenApiReference>;
  additionalProperties?: boolean | OpenApiSchema | OpenApiReference;
  required?: string[];
  allOf?: (OpenApiSchema | OpenApiReference)[];
  oneOf?: (OpenApiSchema | OpenApiReference)[];
  anyOf?: (OpenApiSchema | OpenApiReference)[];
  readOnly?: boolean;
  deprecated?: boolean;
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  deprecated?: boolean;
  schema?: OpenApiSchema | OpenApiReference;
  example?: unknown;
}

export interface OpenApiMediaType {
  schema?: OpenApiSchema | OpenApiReference;
  example?: unknown;
}

export interface OpenApiRequestBody {
  description?: string;
  required?: boolean;
  content?: Record<string, OpenApiMediaType>;
}

export interface OpenApiHeader {
  description?: string;
  schema?: OpenApiSchema | OpenApiReference;
}

export interface OpenApiResponse {
  description?: string;
  headers?: Record<string, OpenApiHeader | OpenApiReference>;
  content?: Record<string, OpenApiMediaType>;
}

export type SecurityRequirement = Record<string, string[]>;

export interface OpenApiOperation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  parameters?: (OpenApiParameter | OpenApiReference)[];
  requestBody?: OpenApiRequestBody | OpenApiReference;
  responses?: Record<string, OpenApiResponse | OpenApiReference>;
  security?: SecurityRequirement[];
}

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type OpenApiPathItem = Partial<Record<HttpMethod, OpenApiOperation>> & {
  parameters?: (OpenApiParameter | OpenApiReference)[];
};

export interface OpenApiSecurityScheme {
  type: string;
  in?: string;
  name?: string;
  scheme?: string;
  description?: string;
}

export interface OpenApiDocument {
  openapi?: string;
  info?: { title?: string; version?: string; description?: string };
  servers?: { url: string; description?: string }[];
  tags?: { name: string; description?: string }[];
  paths?: Record<string, OpenApiPathItem>;
  security?: SecurityRequirement[];
  components?: {
    schemas?: Record<string, OpenApiSchema | OpenApiReference>;
    securitySchemes?: Record<string, OpenApiSecurityScheme | OpenApiReference>;
    parameters?: Record<string, OpenApiParameter | OpenApiReference>;
    requestBodies?: Record<string, OpenApiRequestBody | OpenApiReference>;
    responses?: Record<string, OpenApiResponse | OpenApiReference>;
    headers?: Record<string, OpenApiHeader | OpenApiReference>;
  };
}
