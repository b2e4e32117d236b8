import { useState } from 'react';
import { blockUser } from '../../lib/favorites/api';
import { FAVORITES_PATH, withBase } from '../../lib/shared/routes';
import { keepBlocking } from '../../stores/blocks';
import ConfirmButton from './ConfirmButton';

/**
 * 屏蔽 of a user where they are shown (an offer's publisher, a post's author), asked first: their
 * offers and posts leave the reader's lists, they can no longer see the reader's phone, their replies
 * and offers no longer notify the reader. They are not told. Once done, 已屏蔽 with the list that undoes it.
 */
export default function BlockButton({
  userId,
  name,
  className,
}: {
  userId: number;
  name: string;
  className: string;
}) {
  const [blocked, setBlocked] = useState(false);
  if (blocked)
    return (
      <span className="text-sm text-gray-600">
        已屏蔽，可在
        <a
          href={`${withBase(import.meta.env.BASE_URL, FAVORITES_PATH)}#blocked-users`}
          className="text-primary underline"
        >
          屏蔽列表
        </a>
        中取消
      </span>
    );
  return (
    <ConfirmButton
      text="屏蔽"
      label={`屏蔽${name}`}
      className={className}
      title={`屏蔽${name}`}
      question="屏蔽后，对方发布的信息和帖子不再向您显示，对方无法查看您发布信息的联系电话，对方的回复和发布也不再通知您。对方不会收到任何提示。可随时在屏蔽列表中取消。"
      confirmText="确定屏蔽"
      busyText="屏蔽中..."
      onConfirm={async () => {
        keepBlocking(await blockUser(userId));
        setBlocked(true);
      }}
    />
  );
}
