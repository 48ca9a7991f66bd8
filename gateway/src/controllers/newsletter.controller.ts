import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { createZodDto } from 'nestjs-zod';
import { ErrorBodySchema, NewsletterSubscribeRequestSchema, NewsletterSubscribeResponseSchema } from '@kah/api-contract';
import { NavigationService } from '../services/navigation.service';

class NewsletterSubscribeRequestDto extends createZodDto(NewsletterSubscribeRequestSchema) {}
class NewsletterSubscribeResponseDto extends createZodDto(NewsletterSubscribeResponseSchema) {}
class ErrorBodyDto extends createZodDto(ErrorBodySchema) {}

@ApiTags('newsletter')
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly navigation: NavigationService) {}

  @Post('subscribe')
  @HttpCode(200)
  @ApiOperation({ summary: 'Subscribe an email address to the newsletter; idempotent (a repeat or double submit is not an error)' })
  @ApiOkResponse({ type: NewsletterSubscribeResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'Please enter a valid email address.' })
  subscribe(@Body() body: NewsletterSubscribeRequestDto) {
    return this.navigation.subscribeNewsletter(body.email);
  }
}
