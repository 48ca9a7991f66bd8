import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { createZodDto } from 'nestjs-zod';
import {
  AddFavoriteRequestSchema,
  CollectionActivityParamSchema,
  CollectionActivityRequestSchema,
  CollectionListResponseSchema,
  CollectionParamSchema,
  CollectionSchema,
  CreateCollectionRequestSchema,
  ErrorBodySchema,
  FavoriteActivityParamSchema,
  FavoriteItemSchema,
  FavoriteListResponseSchema,
  MergeFavoritesRequestSchema,
  UpdateCollectionRequestSchema,
} from '@kah/api-contract';
import { Caller, SessionGuard, type AuthenticatedCaller } from '../auth/session.guard';
import { FavoritesGatewayService } from '../services/favorites-gateway.service';

class AddFavoriteRequestDto extends createZodDto(AddFavoriteRequestSchema) {}
class MergeFavoritesRequestDto extends createZodDto(MergeFavoritesRequestSchema) {}
class FavoriteItemDto extends createZodDto(FavoriteItemSchema) {}
class FavoriteListResponseDto extends createZodDto(FavoriteListResponseSchema) {}
class FavoriteActivityParamDto extends createZodDto(FavoriteActivityParamSchema) {}
class CollectionDto extends createZodDto(CollectionSchema) {}
class CollectionListResponseDto extends createZodDto(CollectionListResponseSchema) {}
class CreateCollectionRequestDto extends createZodDto(CreateCollectionRequestSchema) {}
class UpdateCollectionRequestDto extends createZodDto(UpdateCollectionRequestSchema) {}
class CollectionActivityRequestDto extends createZodDto(CollectionActivityRequestSchema) {}
class CollectionParamDto extends createZodDto(CollectionParamSchema) {}
class CollectionActivityParamDto extends createZodDto(CollectionActivityParamSchema) {}
class ErrorBodyDto extends createZodDto(ErrorBodySchema) {}

const ACTIVITY_ID_NOTE = 'activityId is a catalog UUID or a legacy short id (a1..a10, 1..6); it is stored as the canonical UUID.';

/** The signed-in user's favourites and collections; everything is scoped to the session's user. */
@ApiTags('favorites')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'Please log in to continue.' })
@UseGuards(SessionGuard)
@Controller('favorites')
export class FavoritesController {
  constructor(private readonly favorites: FavoritesGatewayService) {}

  @Get()
  @ApiOperation({ summary: 'The signed-in user\'s favourites, newest first, each with its catalog activity (null when it no longer exists)' })
  @ApiOkResponse({ type: FavoriteListResponseDto })
  list(@Caller() caller: AuthenticatedCaller) {
    return this.favorites.list(caller.id);
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Add a favourite; adding one that exists answers the existing favourite', description: ACTIVITY_ID_NOTE })
  @ApiCreatedResponse({ type: FavoriteItemDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'Activity not found' })
  add(@Caller() caller: AuthenticatedCaller, @Body() body: AddFavoriteRequestDto) {
    return this.favorites.add(caller.id, body);
  }

  @Post('merge')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Merge the browser\'s local favourites (1..500 ids) into the account on sign-in; unknown ids are skipped, nothing is duplicated',
    description: `Answers the whole list after the merge. ${ACTIVITY_ID_NOTE}`,
  })
  @ApiOkResponse({ type: FavoriteListResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  merge(@Caller() caller: AuthenticatedCaller, @Body() body: MergeFavoritesRequestDto) {
    return this.favorites.merge(caller.id, body.activityIds);
  }

  @Get('collections')
  @ApiOperation({ summary: 'The signed-in user\'s collections, oldest first, with their activity ids' })
  @ApiOkResponse({ type: CollectionListResponseDto })
  listCollections(@Caller() caller: AuthenticatedCaller) {
    return this.favorites.listCollections(caller.id);
  }

  @Post('collections')
  @HttpCode(201)
  @ApiOperation({ summary: 'Create a collection (colour defaults to #FF69B4, icon to heart, private unless isPublic)' })
  @ApiCreatedResponse({ type: CollectionDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  createCollection(@Caller() caller: AuthenticatedCaller, @Body() body: CreateCollectionRequestDto) {
    return this.favorites.createCollection(caller.id, body);
  }

  @Patch('collections/:id')
  @ApiOperation({ summary: 'Change a collection\'s name, description, colour, icon or visibility (only the given fields)' })
  @ApiOkResponse({ type: CollectionDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'Collection not found' })
  updateCollection(@Caller() caller: AuthenticatedCaller, @Param() params: CollectionParamDto, @Body() body: UpdateCollectionRequestDto) {
    return this.favorites.updateCollection(caller.id, params.id, body);
  }

  @Delete('collections/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a collection (its activities stay favourites)' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'Collection not found' })
  async deleteCollection(@Caller() caller: AuthenticatedCaller, @Param() params: CollectionParamDto) {
    await this.favorites.deleteCollection(caller.id, params.id);
  }

  @Post('collections/:id/activities')
  @HttpCode(200)
  @ApiOperation({ summary: 'Add an activity to a collection (adding it twice keeps one)', description: ACTIVITY_ID_NOTE })
  @ApiOkResponse({ type: CollectionDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'Collection not found, or Activity not found' })
  addToCollection(@Caller() caller: AuthenticatedCaller, @Param() params: CollectionParamDto, @Body() body: CollectionActivityRequestDto) {
    return this.favorites.addToCollection(caller.id, params.id, body.activityId);
  }

  @Delete('collections/:id/activities/:activityId')
  @HttpCode(200)
  @ApiOperation({ summary: 'Take an activity out of a collection; answers the collection' })
  @ApiOkResponse({ type: CollectionDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'Collection not found' })
  removeFromCollection(@Caller() caller: AuthenticatedCaller, @Param() params: CollectionActivityParamDto) {
    return this.favorites.removeFromCollection(caller.id, params.id, params.activityId);
  }

  @Delete(':activityId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a favourite; succeeds whether or not it was one', description: ACTIVITY_ID_NOTE })
  @ApiNoContentResponse()
  async remove(@Caller() caller: AuthenticatedCaller, @Param() params: FavoriteActivityParamDto) {
    await this.favorites.remove(caller.id, params.activityId);
  }
}
