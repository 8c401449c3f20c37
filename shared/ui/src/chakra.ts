/**
 * The Chakra components the back-office uses, re-exported by name. This is the only module in the repository
 * that imports '@chakra-ui/react' (shared/webpack-config shares Chakra THROUGH this package): naming each export
 * lets webpack tree-shake Chakra inside the shared @backoffice/ui chunk, where `export *` would ship all of it
 * (~300 KiB gzip, TOOLCHAIN.md). Add a name here when a screen needs it; remove names nobody uses.
 */

export type {
  BoxProps,
  ButtonProps,
  FlexProps,
  HeadingProps,
  InputProps,
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
  Checkbox,
  CheckboxGroup,
  CloseButton,
  Container,
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
  VisuallyHidden,
  VStack,
} from '@chakra-ui/react';
