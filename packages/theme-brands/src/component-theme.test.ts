import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { recipes } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { parleySlotRecipes } from './component-theme';

/**
 * The Chakra exports Parley's UI code imports, each with the recipe that styles it, or null when
 * it needs none (layout primitives, providers, helpers). A new import fails the test below until
 * it is listed here, so a component never reaches the apps without its recipe.
 */
const recipeOf: Record<string, string | null> = {
  AbsoluteCenter: null,
  Alert: 'alert',
  Avatar: 'avatar',
  Badge: 'badge',
  Blockquote: 'blockquote',
  Box: null,
  Button: 'button',
  ButtonGroup: null,
  Card: 'card',
  Center: null,
  ChakraProvider: null,
  Checkbox: 'checkbox',
  CloseButton: 'button',
  Code: 'code',
  Collapsible: 'collapsible',
  Combobox: 'combobox',
  Container: 'container',
  DataList: 'dataList',
  Dialog: 'dialog',
  Drawer: 'drawer',
  EmptyState: 'emptyState',
  Field: 'field',
  Fieldset: 'fieldset',
  FileUpload: 'fileUpload',
  Flex: null,
  Float: null,
  Grid: null,
  GridItem: null,
  Group: null,
  Heading: 'heading',
  HStack: null,
  Icon: 'icon',
  IconButton: 'button',
  Image: null,
  Input: 'input',
  InputGroup: 'inputAddon',
  Kbd: 'kbd',
  Link: 'link',
  LinkBox: null,
  LinkOverlay: null,
  List: 'list',
  LocaleProvider: null,
  Mark: 'mark',
  Menu: 'menu',
  NativeSelect: 'nativeSelect',
  NumberInput: 'numberInput',
  Popover: 'popover',
  Portal: null,
  Progress: 'progress',
  RadioGroup: 'radioGroup',
  SegmentGroup: 'segmentGroup',
  Select: 'select',
  Separator: 'separator',
  SimpleGrid: null,
  Skeleton: 'skeleton',
  SkeletonCircle: 'skeleton',
  Spacer: null,
  Span: null,
  Spinner: 'spinner',
  Stack: null,
  Status: 'status',
  Switch: 'switch',
  Table: 'table',
  Tabs: 'tabs',
  Tag: 'tag',
  Text: null,
  Textarea: 'textarea',
  Toast: 'toast',
  Toaster: 'toast',
  Tooltip: 'tooltip',
  VisuallyHidden: null,
  VStack: null,
  Wrap: null,
  chakra: null,
  createListCollection: null,
  createSystem: null,
  createToaster: null,
  defaultBaseConfig: null,
  defaultConfig: null,
  defaultSystem: null,
  defineConfig: null,
  defineRecipe: null,
  defineSlotRecipe: null,
  useBreakpointValue: null,
  useChakraContext: null,
  useLocaleContext: null,
  useRecipe: null,
  useSlotRecipe: null,
};

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const uiSources = [
  'packages/conversation-ui/src',
  'packages/chat-ui/src',
  'packages/admin-ui/src',
  'packages/auth/src',
  'packages/theme-brands/src',
  'apps/chat/src',
  'apps/admin/src',
  'apps/public-chat/src',
];

function sourceFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every value imported from '@chakra-ui/react', with a file that imports it. */
function chakraImports(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of uiSources.flatMap((dir) => sourceFiles(path.join(repoRoot, dir)))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(
      /import\s+(type\s+)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g,
    )) {
      if (match[1]) continue;
      for (const specifier of (match[2] ?? '').split(',')) {
        const name = specifier.trim().split(/\s+as\s+/)[0] ?? '';
        if (name && !name.startsWith('type ')) found.set(name, path.relative(repoRoot, file));
      }
    }
  }
  return found;
}

describe('Parley component theme (issue 5, the /chat bundle budget)', () => {
  it('has the recipe of every Chakra component the UI packages and apps import', () => {
    const problems = [...chakraImports()].flatMap(([name, file]) => {
      if (!(name in recipeOf)) return [`${name} (${file}): list its recipe in recipeOf`];
      const key = recipeOf[name];
      if (key && !(key in recipes) && !(key in parleySlotRecipes)) {
        return [`${name} (${file}): add the "${key}" slot recipe to parleySlotRecipes`];
      }
      return [];
    });
    expect(problems).toEqual([]);
  });
});
