import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Opens the antd select labelled `label` and clicks the visible option whose text contains `option`. */
export async function chooseOption(user: UserEvent, label: string, option: string): Promise<void> {
  await user.click(screen.getByLabelText(label));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find(
      (node) => node.textContent?.includes(option) && !node.closest('.ant-select-dropdown-hidden'),
    );
    if (!found) throw new Error(`option ${option} is not shown`);
    return found;
  });
  await user.click(item);
}
