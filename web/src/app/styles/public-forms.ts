// Sheets of the components the public sign-in, help and legal pages add to the first-paint set.
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Typography.css';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Rating.css';
