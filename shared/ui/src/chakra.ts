/**
 * The Chakra components the back-office uses, re-exported by name, and the pieces every React root needs with them
 * (provider, locale, toaster). This is the only module of the apps' code that imports '@chakra-ui/react' (system.ts
 * builds the theme from Chakra's config, which is data): everything else, in ui and in the apps, takes Chakra from
 * here by the name '@backoffice/ui/chakra' (chakra-imports.test.ts), so a root's provider and its components always
 * come from one copy, and sharing that one name in shared/webpack-config/src/shared.cjs shares all of Chakra at
 * once. Today it is bundled per app, tree-shaken; the measured trade-off of sharing it is in
 * shared/webpack-config/README.md. Add a name here when a screen needs it; remove names nobody uses.
 */

export type {
  BoxProps,
  ButtonProps,
  FlexProps,
  HeadingProps,
  InputProps,
  SpinnerProps,
  StackProps,
  TextProps,
} from '@chakra-ui/react';
export {
  Accordion,
  // feedback
  Alert,
  Badge,
  // layout
  Box,
  // actions and forms
  Button,
  // containers and overlays
  Card,
  Center,
  // one per React root: the provider, its locale, the toaster
  ChakraProvider,
  Checkbox,
  CheckboxGroup,
  CloseButton,
  Container,
  createToaster,
  Dialog,
  Drawer,
  EmptyState,
  Field,
  Fieldset,
  Flex,
  Grid,
  // type
  Heading,
  HStack,
  IconButton,
  Image,
  Input,
  InputGroup,
  Link,
  List,
  LocaleProvider,
  Menu,
  NativeSelect,
  NumberInput,
  Portal,
  Progress,
  RadioGroup,
  Separator,
  SimpleGrid,
  Skeleton,
  SkeletonText,
  Spinner,
  Stack,
  Stat,
  Switch,
  Table,
  Tabs,
  Tag,
  Text,
  Textarea,
  Toast,
  Toaster,
  VisuallyHidden,
  VStack,
} from '@chakra-ui/react';
