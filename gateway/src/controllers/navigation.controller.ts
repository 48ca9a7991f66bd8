import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { createZodDto } from 'nestjs-zod';
import { ErrorBodySchema, NavigationItemIdParamSchema, NavigationTreeResponseSchema } from '@kah/api-contract';
import { NavigationService } from '../services/navigation.service';

class NavigationTreeResponseDto extends createZodDto(NavigationTreeResponseSchema) {}
class NavigationItemIdParamDto extends createZodDto(NavigationItemIdParamSchema) {}
class ErrorBodyDto extends createZodDto(ErrorBodySchema) {}

@ApiTags('navigation')
@Controller('navigation')
export class NavigationController {
  constructor(private readonly navigation: NavigationService) {}

  @Get('tree')
  @ApiOperation({ summary: 'The site navigation: top-level items in order, each dropdown with its links in order' })
  @ApiOkResponse({ type: NavigationTreeResponseDto })
  async tree() {
    return { data: await this.navigation.tree() };
  }

  @Post('track/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Count one click on a navigation item (UUID ids only)' })
  @ApiNoContentResponse({ description: 'Counted' })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'id is not a UUID' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'Navigation item not found' })
  async track(@Param() params: NavigationItemIdParamDto): Promise<void> {
    await this.navigation.trackClick(params.id);
  }
}
