import { Module } from '@nestjs/common';
import { LogosController } from './logos.controller.js';

@Module({ controllers: [LogosController] })
export class LogosModule {}
