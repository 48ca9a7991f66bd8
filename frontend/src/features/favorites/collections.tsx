import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import {
  DEFAULT_COLLECTION_COLOR,
  DEFAULT_COLLECTION_ICON,
  favoritesApi,
  type CollectionInput,
  type FavoriteCollection,
  type FavoriteItem,
} from '../../api/favorites-api';
import { FormError, TextField } from '../auth/form-field';
import { apiMessage } from '../auth/use-pending-action';
import { accountKeys } from './account-favorites';

export const COLLECTION_ICONS: Record<string, string> = {
  heart: '❤️',
  star: '⭐',
  tree: '🌳',
  beach: '🏖️',
  sun: '☀️',
  rain: '☔',
  museum: '🏛️',
  ball: '⚽',
};

export const COLLECTIONS_UNAVAILABLE = 'Collection feature is currently unavailable';

export function collectionIcon(icon: string): string {
  return COLLECTION_ICONS[icon] ?? COLLECTION_ICONS.heart ?? '❤️';
}

export function useCollections(userId: string) {
  return useQuery({
    queryKey: accountKeys.collections(userId),
    queryFn: async ({ signal }) => (await favoritesApi.listCollections(signal)).items,
  });
}

function useReplaceCollection(userId: string) {
  const queryClient = useQueryClient();
  return (updated: FavoriteCollection) =>
    queryClient.setQueryData<FavoriteCollection[]>(accountKeys.collections(userId), (list) =>
      (list ?? []).map((c) => (c.id === updated.id ? updated : c)),
    );
}

export function validateCollectionName(name: string): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return 'Please give the collection a name';
  if (trimmed.length > 80) return 'Name must be at most 80 characters';
  return undefined;
}

/** Name, description, colour (default #FF69B4), icon (default heart) and public flag. */
export function CreateCollectionForm({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [color, setColor] = useState(DEFAULT_COLLECTION_COLOR);
  const [icon, setIcon] = useState(DEFAULT_COLLECTION_ICON);
  const [isPublic, setIsPublic] = useState(false);
  const [nameError, setNameError] = useState<string>();
  const nameRef = useRef<HTMLInputElement>(null);
  const ids = { description: useId(), color: useId(), icon: useId() };
  const create = useMutation({
    mutationFn: (body: CollectionInput) => favoritesApi.createCollection(body),
    onSuccess: (created) => {
      queryClient.setQueryData<FavoriteCollection[]>(accountKeys.collections(userId), (list) => [created, ...(list ?? []).filter((c) => c.id !== created.id)]);
      toast.success('Collection created!');
      setName('');
      setDescription('');
      setColor(DEFAULT_COLLECTION_COLOR);
      setIcon(DEFAULT_COLLECTION_ICON);
      setIsPublic(false);
    },
    onError: (error) => toast.error('Collections unavailable', { description: apiMessage(error, COLLECTIONS_UNAVAILABLE) }),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const problem = validateCollectionName(name);
    setNameError(problem);
    if (problem) {
      nameRef.current?.focus();
      return;
    }
    create.mutate({ name: name.trim(), description: description.trim(), color: color.toUpperCase(), icon, isPublic });
  }

  return (
    <form className="auth-form collection-form" onSubmit={onSubmit} noValidate aria-label="New collection">
      <FormError message={create.error ? apiMessage(create.error, COLLECTIONS_UNAVAILABLE) : undefined} />
      <TextField ref={nameRef} label="Collection name" name="name" maxLength={80} value={name} error={nameError} onChange={(e) => setName(e.target.value)} />
      <div className="form-field">
        <label htmlFor={ids.description} className="form-field__label">
          Description (optional)
        </label>
        <textarea id={ids.description} className="form-textarea" maxLength={500} value={description} onChange={(e) => setDescription(e.target.value)} />
      </div>
      <div className="collection-form__row">
        <div className="form-field">
          <label htmlFor={ids.color} className="form-field__label">
            Colour
          </label>
          <input id={ids.color} type="color" className="collection-form__color" value={color} onChange={(e) => setColor(e.target.value)} />
        </div>
        <div className="form-field">
          <label htmlFor={ids.icon} className="form-field__label">
            Icon
          </label>
          <select id={ids.icon} className="form-select" value={icon} onChange={(e) => setIcon(e.target.value)}>
            {Object.entries(COLLECTION_ICONS).map(([key, emoji]) => (
              <option key={key} value={key}>
                {emoji} {key}
              </option>
            ))}
          </select>
        </div>
      </div>
      <label className="form-check">
        <input type="checkbox" checked={isPublic} onChange={(e) => setIsPublic(e.target.checked)} />
        Public (others can see it when you share it)
      </label>
      <button type="submit" className="button button--primary" disabled={create.isPending}>
        {create.isPending ? 'Creating…' : 'Create collection'}
      </button>
    </form>
  );
}

/** "Add to collection" under a favourite. */
export function AddToCollection({ userId, item, collections }: { userId: string; item: FavoriteItem; collections: FavoriteCollection[] }) {
  const replace = useReplaceCollection(userId);
  const selectId = useId();
  const available = collections.filter((c) => !c.activityIds.includes(item.activityId));
  const [target, setTarget] = useState('');
  const chosen = available.some((c) => c.id === target) ? target : (available[0]?.id ?? '');
  const add = useMutation({
    mutationFn: (collectionId: string) => favoritesApi.addToCollection(collectionId, item.activityId),
    onSuccess: (updated) => {
      replace(updated);
      toast.success('Added to collection!');
    },
    onError: (error) => toast.error('Collections unavailable', { description: apiMessage(error, COLLECTIONS_UNAVAILABLE) }),
  });
  if (available.length === 0) return null;
  const title = item.activity?.title ?? 'this activity';
  return (
    <form
      className="add-to-collection"
      onSubmit={(e) => {
        e.preventDefault();
        if (chosen && !add.isPending) add.mutate(chosen);
      }}
    >
      <label htmlFor={selectId} className="visually-hidden">
        Collection for {title}
      </label>
      <select id={selectId} className="form-select" value={chosen} onChange={(e) => setTarget(e.target.value)}>
        {available.map((c) => (
          <option key={c.id} value={c.id}>
            {collectionIcon(c.icon)} {c.name}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--outline" disabled={add.isPending} aria-label={`Add ${title} to collection`}>
        Add to collection
      </button>
    </form>
  );
}

export function CollectionCard({ userId, collection, titles }: { userId: string; collection: FavoriteCollection; titles: Map<string, string> }) {
  const queryClient = useQueryClient();
  const replace = useReplaceCollection(userId);
  const removeActivity = useMutation({
    mutationFn: (activityId: string) => favoritesApi.removeFromCollection(collection.id, activityId),
    onSuccess: (updated) => {
      replace(updated);
      toast('Removed from collection');
    },
    onError: (error) => toast.error('Collections unavailable', { description: apiMessage(error, COLLECTIONS_UNAVAILABLE) }),
  });
  const remove = useMutation({
    mutationFn: () => favoritesApi.deleteCollection(collection.id),
    onSuccess: () => {
      queryClient.setQueryData<FavoriteCollection[]>(accountKeys.collections(userId), (list) => (list ?? []).filter((c) => c.id !== collection.id));
      toast('Collection deleted');
    },
    onError: (error) => toast.error('Collections unavailable', { description: apiMessage(error, COLLECTIONS_UNAVAILABLE) }),
  });

  return (
    <article className="collection-card" aria-label={`Collection ${collection.name}`} style={{ borderLeftColor: collection.color }}>
      <h3 className="collection-card__title">
        <span aria-hidden="true">{collectionIcon(collection.icon)}</span> {collection.name}
        <span className="collection-card__badge">{collection.isPublic ? 'Public' : 'Private'}</span>
      </h3>
      {collection.description && <p className="collection-card__description">{collection.description}</p>}
      {collection.activityIds.length === 0 ? (
        <p className="collection-card__empty">No activities yet: use “Add to collection” under a favourite.</p>
      ) : (
        <ul className="collection-card__items">
          {collection.activityIds.map((activityId) => {
            const title = titles.get(activityId) ?? 'Saved activity';
            return (
              <li key={activityId}>
                <Link to={`/activity/${activityId}`}>{title}</Link>
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={removeActivity.isPending}
                  aria-label={`Remove ${title} from ${collection.name}`}
                  onClick={() => removeActivity.mutate(activityId)}
                >
                  Remove
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <button type="button" className="button button--ghost collection-card__delete" disabled={remove.isPending} onClick={() => remove.mutate()}>
        Delete collection
      </button>
    </article>
  );
}
