import type { newsAuthorRecord } from '@fairway/contract';
import { FunctionField, TextField } from 'react-admin';
import type { z } from 'zod';
import { ResourceList } from '../../../../layout/crud/ResourceList';
import { avatarColourFor, UserAvatar } from '../../../../layout/UserAvatar';

type Author = z.output<typeof newsAuthorRecord>;

export function NewsAuthorList() {
  return (
    <ResourceList columnWidths={{ name: '16rem' }}>
      <FunctionField<Author>
        source="name"
        render={(author) => (
          <UserAvatar
            path={author.photo_url}
            initial={author.name.slice(0, 1)}
            label={author.name}
            color={avatarColourFor(author.id)}
          />
        )}
      />
      <TextField source="bio" sortable={false} />
    </ResourceList>
  );
}
