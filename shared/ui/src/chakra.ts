/**
 * The Chakra components the back-office uses, re-exported by name, and the pieces every React root needs with them
 * (provider, locale, toaster). This is the only module of the apps' code that imports '@chakra-ui/react' (system.ts
 * builds the theme from Chakra's config, which is data): everything else, in ui and in the apps, takes Chakra from
 * here by the name '@backoffice/ui/chakra'. shared/webpack-config shares that name: the Chakra components every
 * area renders download once per page instead of once per remote, and a root's provider and its components always
 * come from the same copy (Chakra's context is a module of that copy). Add a name here when a screen needs it
 * (a shared module is not tree-shaken: each name ships to every page), remove names nobody uses.
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
