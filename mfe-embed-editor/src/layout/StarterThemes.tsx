import { STARTER_THEMES, type StarterTheme } from '@backoffice/contracts';
import { Box, Button, Flex, Text } from '@backoffice/ui';

/** "Start from a theme" (layout v2's Theme section): each starter fills the ten colours and the page background. */
export function StarterThemes({ onPick }: { onPick: (starter: StarterTheme) => void }) {
  return (
    <Box as="fieldset" mb="4">
      <Text as="legend" fontSize="sm" fontWeight="medium" mb="2">
        Start from a theme
      </Text>
      <Text fontSize="sm" color="fg.muted" mb="2">
        Fills the ten colours and the page background with a set that passes the contrast check; fonts stay. Save Theme keeps it.
      </Text>
      <Flex gap="2" wrap="wrap">
        {STARTER_THEMES.map((starter) => (
          <Button key={starter.id} size="sm" variant="outline" title={starter.description} onClick={() => onPick(starter)}>
            <Box
              as="span"
              aria-hidden="true"
              display="inline-block"
              w="3"
              h="3"
              borderRadius="full"
              borderWidth="1px"
              style={{ background: starter.colors.third }}
            />
            Start from {starter.name}
          </Button>
        ))}
      </Flex>
    </Box>
  );
}
