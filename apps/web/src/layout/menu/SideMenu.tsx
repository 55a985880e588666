import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { MdiIcon } from '../MdiIcon';
import type { MenuEntry } from './menuEntry';

const leadsTo = (entry: MenuEntry, pathname: string): boolean =>
  entry.path
    ? pathname === entry.path || pathname.startsWith(`${entry.path}/`)
    : (entry.children ?? []).some((child) => leadsTo(child, pathname));

function MenuGroup({ entry, depth, onNavigate }: { entry: MenuEntry; depth: number; onNavigate: () => void }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => leadsTo(entry, pathname));
  const listId = `menu-group-${depth}-${entry.tag}`;
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={listId}
        sx={{ pl: 2 + depth * 2 }}
      >
        <ListItemIcon>
          <MdiIcon path={entry.icon} />
        </ListItemIcon>
        <ListItemText primary={translate(`fairway.menu.${entry.tag}`)} />
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit id={listId}>
        <MenuList entries={entry.children ?? []} depth={depth + 1} onNavigate={onNavigate} />
      </Collapse>
    </ListItem>
  );
}

function MenuList({
  entries,
  depth,
  onNavigate,
}: {
  entries: readonly MenuEntry[];
  depth: number;
  onNavigate: () => void;
}) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  return (
    <List disablePadding dense={depth > 0}>
      {entries.map((entry) =>
        entry.children ? (
          <MenuGroup key={entry.tag} entry={entry} depth={depth} onNavigate={onNavigate} />
        ) : (
          <ListItem key={entry.tag} disablePadding>
            <ListItemButton
              component={RouterLink}
              to={entry.path ?? '/'}
              selected={leadsTo(entry, pathname)}
              aria-current={leadsTo(entry, pathname) ? 'page' : undefined}
              onClick={onNavigate}
              sx={{ pl: 2 + depth * 2 }}
            >
              <ListItemIcon>
                <MdiIcon path={entry.icon} />
              </ListItemIcon>
              <ListItemText primary={translate(`fairway.menu.${entry.tag}`)} />
            </ListItemButton>
          </ListItem>
        ),
      )}
    </List>
  );
}

/** The side menu: the entries the user may see, groups opening in place (up to three levels). */
export function SideMenu({ entries, onNavigate }: { entries: readonly MenuEntry[]; onNavigate: () => void }) {
  return <MenuList entries={entries} depth={0} onNavigate={onNavigate} />;
}
